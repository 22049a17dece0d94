import functools
import os
import subprocess


def get_cuda_home() -> str:
    return os.environ.get("CUDA_HOME", "/usr/local/cuda")


@functools.cache
def get_cuda_version() -> tuple[int, int]:
    nvcc = os.path.join(get_cuda_home(), "bin", "nvcc")
    out = subprocess.check_output([nvcc, "--version"]).decode()
    release = out.split("release ")[-1].split(",")[0]
    major, minor = release.split(".")
    return int(major), int(minor)


def is_cuda_version_at_least(version: str) -> bool:
    want = tuple(int(v) for v in version.split("."))
    return get_cuda_version() >= want
