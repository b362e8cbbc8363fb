// The HTML check runs the Nu HTML Checker on Debian's Java; nothing here downloads a Java of its own.
import { execSync, spawnSync } from 'node:child_process';

const hasJava = () => !spawnSync('java', ['-version'], { stdio: 'ignore' }).error;
if (!hasJava()) {
  if (process.getuid?.() !== 0) {
    console.error(
      "Java not found. The HTML check needs Java 11 or later as `java`: install Debian's package (sudo apt-get install -y default-jre-headless).",
    );
    process.exit(1);
  }
  console.log('Installing Debian default-jre-headless for the HTML check…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless', {
    stdio: 'inherit',
  });
}
