import { QRCodeSVG } from 'qrcode.react';

/** The deep link as a 200 px QR at error level L, for a phone to scan on desktop. Its own lazy chunk. */
export default function SignInQr({ link, label }: { link: string; label: string }) {
  return (
    <div className="auth-qr" data-testid="auth-qr" data-link={link}>
      <QRCodeSVG value={link} size={200} level="L" marginSize={0} title={label} />
    </div>
  );
}
