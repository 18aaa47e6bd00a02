/** Serve what is built and released, nothing else: no builds, no sandbox, no releases (PORT, CDN_DIR, HOST_DIR, SANDBOX_URL). */
import { startGateway } from '../cdn/gateway';
import { cdnDir, hostDir, sandboxUrl } from '../paths';

const port = Number(process.env.PORT || 8080);
startGateway({ port, cdnDir: cdnDir(), hostDir: hostDir(), sandboxUrl: sandboxUrl() })
  .then((gateway) => {
    console.log(
      `Vitrine storefront: ${gateway.url} (host ${hostDir()}, CDN ${cdnDir()}, API → ${sandboxUrl()})`,
    );
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => void gateway.close().then(() => process.exit(0)));
  })
  .catch((error: Error) => {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  });
