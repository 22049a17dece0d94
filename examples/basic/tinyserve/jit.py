import functools
import os
import re
import subprocess


@functools.cache
def get_cuda_version() -> str:
    # functools.cache does not protect compiled code: dynamo traces the body
    nvcc = os.path.join(os.environ.get("CUDA_HOME", "/usr/local/cuda"), "bin", "nvcc")
    txt = subprocess.check_output([nvcc, "--version"], text=True)
    return re.findall(r"release (\d+\.\d+),", txt)[0]


def load_quant_kernel():
    if get_cuda_version() >= "12.8":
        return "sm120"
    return "generic"
