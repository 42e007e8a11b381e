import { QRCodeSVG } from 'qrcode.react';

/** Spec sections §2/§9: the deep link as a 200 px QR at error level L. Its own lazy chunk. */
export default function SignInQr({ link, label }: { link: string; label: string }) {
  return (
    <div className="auth-qr" data-testid="auth-qr" data-link={link}>
      <QRCodeSVG value={link} size={200} level="L" marginSize={0} title={label} />
    </div>
  );
}
