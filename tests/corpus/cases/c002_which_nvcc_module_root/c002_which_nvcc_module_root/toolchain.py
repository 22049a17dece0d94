import shutil
import subprocess


def find_nvcc():
    res = subprocess.run(["which", "nvcc"], capture_output=True, text=True)
    path = res.stdout.strip()
    return path or shutil.which("nvcc")


def can_jit_fused_kernels() -> bool:
    return find_nvcc() is not None
