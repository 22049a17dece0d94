import functools
import os
import subprocess

import torch

JIT_DIR = os.environ.get("CORPUS_JIT_DIR", os.path.expanduser("~/.cache/corpus_jit"))


@functools.cache
def load_fp8_gemm_module():
    build_dir = os.path.join(JIT_DIR, "fp8_gemm_sm90")
    subprocess.run(["ninja", "-C", build_dir], check=True, capture_output=True)
    torch.ops.load_library(os.path.join(build_dir, "fp8_gemm_sm90.so"))
    return torch.ops.corpus_h077
