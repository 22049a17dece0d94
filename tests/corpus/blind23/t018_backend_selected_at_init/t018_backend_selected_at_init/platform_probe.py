import functools
import os
import shutil
import subprocess
from dataclasses import dataclass


@dataclass(frozen=True)
class PlatformInfo:
    device: str
    driver: str
    supports_flash: bool


@functools.lru_cache(maxsize=1)
def detect_platform() -> PlatformInfo:
    """Probe the host once; the result is cached for the process lifetime."""
    smi = shutil.which("nvidia-smi")
    if smi is not None:
        res = subprocess.run(
            [smi, "--query-gpu=driver_version", "--format=csv,noheader"],
            capture_output=True, text=True, timeout=10,
        )
        driver = res.stdout.strip().splitlines()[0] if res.returncode == 0 and res.stdout.strip() else "unknown"
        return PlatformInfo("cuda", driver, supports_flash=True)
    res = subprocess.run(["true"], capture_output=True)
    return PlatformInfo("cpu", f"none(rc={res.returncode})", supports_flash=False)


ATTN_DEBUG = os.environ.get("T018_ATTN_DEBUG", "0") == "1"
