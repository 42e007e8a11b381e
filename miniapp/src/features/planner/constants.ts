// The contract's constants, from their zod-free module (importing the schemas would pull zod in).
export {
  DEFAULT_MEMBER_ROLE_ID,
  DEFAULT_OPTION_GROUP,
  DEFAULT_SPACE_COLOR,
  DEFAULT_SPACE_ICON,
  LIMITS,
  OPTION_GROUPS,
  PROPERTY_KINDS,
  PROPERTY_TYPES,
  ROLE,
  SLOT_FIELDS,
  SPACE_COLORS,
  SPACE_ICONS,
  VALUE_FIELDS,
  type OptionGroup,
  type PropertyKind,
} from '@shared/planner-constants.ts';
