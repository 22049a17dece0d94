import shutil
import subprocess

_SMI = shutil.which("nvidia-smi") or "nvidia-smi"


def gpu_is_mig_partition() -> bool:
    try:
        out = subprocess.run(
            [_SMI, "--query-gpu=mig.mode.current", "--format=csv,noheader"],
            capture_output=True,
            text=True,
            check=False,
        ).stdout
    except FileNotFoundError:
        return False
    return "Enabled" in out


def choose_block_m(m: int) -> int:
    # MIG slices have fewer SMs: prefer small tiles
    if gpu_is_mig_partition():
        return 16
    return 64 if m >= 64 else 32
