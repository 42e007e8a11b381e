import { describe, expect, it } from 'vitest';
import { membersAnswer, profilesAnswer, ROLE, rolesAnswer } from '@shared/schemas/planner.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerCalls } from './planner-helpers.ts';

const t = await createTestApp();
const { get, post } = plannerCalls(t);

async function spaceOf(owner: { sessionId: string }, title = 'Team') {
  return (await post('spaces', { action: 'create', sessionId: owner.sessionId, title })).body.space as { id: number };
}

describe('members', () => {
  it('adds a space member with role 3 by default; adding them again answers 409', async () => {
    const owner = await t.signIn('Team Owner');
    const colleague = await t.signIn('Colleague');
    const space = await spaceOf(owner);
    const r = await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      spaceId: space.id,
      profileId: colleague.profileId,
    });
    expect(r.status).toBe(200);
    expect(r.body.member).toMatchObject({
      profile_id: colleague.profileId,
      object_type: 'space',
      space_id: space.id,
      project_id: null,
      task_id: null,
      role: { id: ROLE.member, title: 'member' },
      profile: { id: colleague.profileId, name: 'Colleague', avatar: null },
    });
    const again = await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      spaceId: space.id,
      profileId: colleague.profileId,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This person is already a member');
    const list = await get('get-members', { sessionId: colleague.sessionId, spaceId: space.id });
    expect(membersAnswer.parse(list.body).members.map((m) => m.role.id)).toEqual([ROLE.owner, ROLE.member]);
  });

  it('adds project members only from the space, answering them by projectId', async () => {
    const owner = await t.signIn('P Owner');
    const inSpace = await t.signIn('In Space');
    const stranger = await t.signIn('Stranger');
    const space = await spaceOf(owner);
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      spaceId: space.id,
      profileId: inSpace.profileId,
    });
    const project = (
      await post('projects', { action: 'create', sessionId: owner.sessionId, space_id: space.id, title: 'P' })
    ).body.project;
    const refused = await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      projectId: project.id,
      profileId: stranger.profileId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('not_space_member');
    const ok = await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      projectId: project.id,
      profileId: inSpace.profileId,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.member).toMatchObject({
      object_type: 'project',
      project_id: project.id,
      space_id: space.id,
      role: { id: ROLE.member },
    });
    const dup = await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      projectId: project.id,
      profileId: inSpace.profileId,
    });
    expect(dup.status).toBe(409);
    const list = await get('get-members', { sessionId: inSpace.sessionId, projectId: project.id, spaceId: 999_999 });
    expect(list.status).toBe(200); // projectId preferred
    expect(list.body.members.map((m: { profile_id: number }) => m.profile_id).sort()).toEqual(
      [owner.profileId, inSpace.profileId].sort(),
    );
  });

  it('changes a role (owners only) but never demotes the last owner', async () => {
    const owner = await t.signIn('Role Owner');
    const admin = await t.signIn('Role Admin');
    const space = await spaceOf(owner);
    const adminRow = (
      await post('members', {
        action: 'add',
        sessionId: owner.sessionId,
        spaceId: space.id,
        profileId: admin.profileId,
        roleId: ROLE.admin,
      })
    ).body.member;
    const ownerRow = (await get('get-members', { sessionId: owner.sessionId, spaceId: space.id })).body.members[0];
    const byAdmin = await post('members', {
      action: 'updateRole',
      sessionId: admin.sessionId,
      memberId: ownerRow.id,
      roleId: ROLE.viewer,
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error).toBe('Only space owners can change roles');
    const lastOwner = await post('members', {
      action: 'updateRole',
      sessionId: owner.sessionId,
      memberId: ownerRow.id,
      roleId: ROLE.admin,
    });
    expect(lastOwner.status).toBe(409);
    const promoted = await post('members', {
      action: 'updateRole',
      sessionId: owner.sessionId,
      memberId: adminRow.id,
      roleId: ROLE.owner,
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.member.role).toMatchObject({ id: ROLE.owner, title: 'owner' });
    const nowOk = await post('members', {
      action: 'updateRole',
      sessionId: owner.sessionId,
      memberId: ownerRow.id,
      roleId: ROLE.admin,
    });
    expect(nowOk.status).toBe(200);
  });

  it("keeps admins to members' business: no owners made, no owners or admins removed", async () => {
    const owner = await t.signIn('Strict Owner');
    const admin = await t.signIn('Limited Admin');
    const peer = await t.signIn('Peer Admin');
    const newcomer = await t.signIn('Newcomer');
    const space = await spaceOf(owner);
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      spaceId: space.id,
      profileId: admin.profileId,
      roleId: ROLE.admin,
    });
    const peerRow = (
      await post('members', {
        action: 'add',
        sessionId: owner.sessionId,
        spaceId: space.id,
        profileId: peer.profileId,
        roleId: ROLE.admin,
      })
    ).body.member;
    const ownerRow = (await get('get-members', { sessionId: owner.sessionId, spaceId: space.id })).body.members[0];

    const makeOwner = await post('members', {
      action: 'add',
      sessionId: admin.sessionId,
      spaceId: space.id,
      profileId: newcomer.profileId,
      roleId: ROLE.owner,
    });
    expect(makeOwner.status).toBe(403);
    expect(makeOwner.body.error).toBe('Only space owners can make someone an owner');
    const removeOwner = await post('members', { action: 'remove', sessionId: admin.sessionId, memberId: ownerRow.id });
    expect(removeOwner.status).toBe(403);
    const removePeer = await post('members', { action: 'remove', sessionId: admin.sessionId, memberId: peerRow.id });
    expect(removePeer.status).toBe(403);
    expect(removePeer.body.error).toBe('Only space owners can remove owners and admins');
    const addMember = await post('members', {
      action: 'add',
      sessionId: admin.sessionId,
      spaceId: space.id,
      profileId: newcomer.profileId,
    });
    expect(addMember.status).toBe(200);
    const removeMember = await post('members', {
      action: 'remove',
      sessionId: admin.sessionId,
      memberId: addMember.body.member.id,
    });
    expect(removeMember.status).toBe(200);
    const ownerRemovesAdmin = await post('members', {
      action: 'remove',
      sessionId: owner.sessionId,
      memberId: peerRow.id,
    });
    expect(ownerRemovesAdmin.status).toBe(200);
  });

  it('lets a project admin (not a space manager) manage that project only', async () => {
    const owner = await t.signIn('Org Owner');
    const lead = await t.signIn('Case Lead');
    const junior = await t.signIn('Junior');
    const space = await spaceOf(owner);
    for (const p of [lead, junior])
      await post('members', { action: 'add', sessionId: owner.sessionId, spaceId: space.id, profileId: p.profileId });
    const project = (
      await post('projects', { action: 'create', sessionId: owner.sessionId, space_id: space.id, title: 'Case' })
    ).body.project;
    const other = (
      await post('projects', { action: 'create', sessionId: owner.sessionId, space_id: space.id, title: 'Other case' })
    ).body.project;
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      projectId: project.id,
      profileId: lead.profileId,
      roleId: ROLE.admin,
    });

    expect(
      (
        await post('members', {
          action: 'add',
          sessionId: lead.sessionId,
          projectId: project.id,
          profileId: junior.profileId,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post('projects', {
          action: 'update',
          sessionId: lead.sessionId,
          id: project.id,
          title: 'Case 2',
          property_checkbox: { title: 'Done' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await post('projects', { action: 'update', sessionId: lead.sessionId, id: other.id, title: 'x' })).status,
    ).toBe(404);
    expect(
      (await post('projects', { action: 'create', sessionId: lead.sessionId, space_id: space.id, title: 'x' })).status,
    ).toBe(403);
    const t1 = (
      await post('tasks', { action: 'create', sessionId: lead.sessionId, project_id: project.id, title: 'T' })
    ).body.task;
    const move = await post('tasks', { action: 'update', sessionId: lead.sessionId, id: t1.id, project_id: other.id });
    expect(move.status).toBe(403);
    expect(move.body.error).toBe('Only space owners and admins can change project selection');
  });

  it('removes a space member from its projects too', async () => {
    const owner = await t.signIn('Remover');
    const gone = await t.signIn('Gone Soon');
    const space = await spaceOf(owner);
    const row = (
      await post('members', { action: 'add', sessionId: owner.sessionId, spaceId: space.id, profileId: gone.profileId })
    ).body.member;
    const project = (
      await post('projects', { action: 'create', sessionId: owner.sessionId, space_id: space.id, title: 'P' })
    ).body.project;
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      projectId: project.id,
      profileId: gone.profileId,
    });
    const r = await post('members', { action: 'remove', sessionId: owner.sessionId, memberId: row.id });
    expect(r.status).toBe(200);
    expect((await get('spaces', { action: 'get', sessionId: gone.sessionId })).body.spaces).toEqual([]);
    expect((await get('projects', { action: 'get', sessionId: gone.sessionId })).body.projects).toEqual([]);
    const projectMembers = await get('get-members', { sessionId: owner.sessionId, projectId: project.id });
    expect(projectMembers.body.members.map((m: { profile_id: number }) => m.profile_id)).toEqual([owner.profileId]);
  });

  it('lets any member leave, but not the only owner', async () => {
    const owner = await t.signIn('Only Owner');
    const viewer = await t.signIn('Leaving Viewer');
    const space = await spaceOf(owner);
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      spaceId: space.id,
      profileId: viewer.profileId,
      roleId: ROLE.viewer,
    });
    const project = (
      await post('projects', { action: 'create', sessionId: owner.sessionId, space_id: space.id, title: 'P' })
    ).body.project;
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      projectId: project.id,
      profileId: viewer.profileId,
      roleId: ROLE.viewer,
    });

    const leftProject = await post('members', { action: 'leave', sessionId: viewer.sessionId, projectId: project.id });
    expect(leftProject.status).toBe(200);
    expect((await get('projects', { action: 'get', sessionId: viewer.sessionId })).body.projects).toEqual([]);
    const leftSpace = await post('members', { action: 'leave', sessionId: viewer.sessionId, spaceId: space.id });
    expect(leftSpace.status).toBe(200);
    expect((await get('spaces', { action: 'get', sessionId: viewer.sessionId })).body.spaces).toEqual([]);
    const notMember = await post('members', { action: 'leave', sessionId: viewer.sessionId, spaceId: space.id });
    expect(notMember.status).toBe(404);

    const ownerLeaves = await post('members', { action: 'leave', sessionId: owner.sessionId, spaceId: space.id });
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.body.error).toMatch(/only owner/);
  });
});

describe('roles', () => {
  it('answers all roles ordered by id, with or without a session', async () => {
    const r = await get('roles', {});
    expect(r.status).toBe(200);
    expect(rolesAnswer.parse(r.body).roles.map((x) => [x.id, x.title])).toEqual([
      [1, 'owner'],
      [2, 'admin'],
      [3, 'member'],
      [4, 'viewer'],
    ]);
    const me = await t.signIn('Roles Reader');
    expect((await get('roles', { action: 'get', sessionId: me.sessionId })).body).toEqual(r.body);
  });
});

describe('profiles', () => {
  it('searches name or username case-insensitively, 10 at most, best matches first, then by name', async () => {
    const me = await t.signIn('Searcher');
    for (let i = 0; i < 12; i++)
      await t.signIn(
        `Зоя Юристова ${String(i).padStart(2, '0')}`,
        `zoya_${i}_${Math.random().toString(36).slice(2, 6)}`,
      );
    const byName = await get('profiles', { action: 'search', sessionId: me.sessionId, query: 'юрИСТ' });
    expect(byName.status).toBe(200);
    const names = profilesAnswer.parse(byName.body).profiles.map((p) => p.name);
    expect(names).toHaveLength(10);
    expect(names).toEqual([...names].sort());
    const byUsername = await get('profiles', { action: 'search', sessionId: me.sessionId, query: 'ZOYA_1' });
    expect(byUsername.body.profiles.length).toBeGreaterThanOrEqual(1);
    // Whom the person means comes first: a username or a word of the name starting with the query.
    const igor = await t.signIn('Игорь Волков', `igor_${Math.random().toString(36).slice(2, 8)}`);
    for (let i = 0; i < 11; i++)
      await t.signIn(`Виктория Григорьева ${i}`, `grigoreva_${i}_${Math.random().toString(36).slice(2, 6)}`);
    const ranked = await get('profiles', { action: 'search', sessionId: me.sessionId, query: 'igor' });
    expect(ranked.body.profiles[0].id).toBe(igor.profileId);
    const byWord = await get('profiles', { action: 'search', sessionId: me.sessionId, query: 'волк' });
    expect(byWord.body.profiles[0].id).toBe(igor.profileId);
    const wildcard = await get('profiles', { action: 'search', sessionId: me.sessionId, query: '%%%%' });
    expect(wildcard.body.profiles).toEqual([]);
    const short = await get('profiles', { action: 'search', sessionId: me.sessionId, query: 'Зоя' });
    expect(short.status).toBe(400);
    expect(short.body.error).toContain('Type 4 letters to search profiles');
  });

  it('answers id, name, username and avatar by a list of ids', async () => {
    const me = await t.signIn('Id Lister');
    const other = await t.signIn('Listed');
    const r = await get('profiles', {
      action: 'byIds',
      sessionId: me.sessionId,
      ids: `${other.profileId},${me.profileId}`,
    });
    expect(r.status).toBe(200);
    expect(r.body.profiles).toEqual([
      { id: me.profileId, name: 'Id Lister', username: me.username, avatar: null },
      { id: other.profileId, name: 'Listed', username: other.username, avatar: null },
    ]);
  });
});
