"""Loader for the JIT-compiled block-scaled FP8 GEMM kernels.

Kernels are specialised on (BLOCK_N, BLOCK_K, out dtype); the rendered source is
hashed so that the build directory can be shared between processes.
"""
import functools
import hashlib
from dataclasses import dataclass

import torch

_KERNEL_TEMPLATE = """
template <int BLOCK_N, int BLOCK_K, typename OutT>
__global__ void fp8_block_gemm_{block_n}x{block_k}_{out}(
    const __nv_fp8_e4m3* A, const float* As,
    const __nv_fp8_e4m3* B, const float* Bs, OutT* C, int M, int N, int K);
"""


@dataclass(frozen=True)
class JitBlockGemmModule:
    name: str
    digest: str
    block_n: int
    block_k: int

    def gemm(self, a_q, a_s, b_q, b_s, out_dtype):
        # Reference path used when the compiled extension is unavailable:
        # dequantize both operands block-wise and run a dense matmul.
        a = a_q.to(torch.float32) * a_s.repeat_interleave(self.block_k, dim=1)[:, : a_q.shape[1]]
        n, k = b_q.shape
        w_s = b_s.repeat_interleave(self.block_n, dim=0)[:n]
        w_s = w_s.repeat_interleave(self.block_k, dim=1)[:, :k]
        b = b_q.to(torch.float32) * w_s
        return (a @ b.t()).to(out_dtype)


def _render_source(block_n: int, block_k: int, out_name: str) -> str:
    return _KERNEL_TEMPLATE.format(block_n=block_n, block_k=block_k, out=out_name)


@functools.lru_cache(maxsize=None)
def load_block_gemm_module(block_n: int, block_k: int, out_name: str) -> JitBlockGemmModule:
    src = _render_source(block_n, block_k, out_name)
    digest = hashlib.sha256(src.encode("utf-8")).hexdigest()[:16]
    name = f"fp8_block_gemm_{block_n}x{block_k}_{out_name}_{digest}"
    return JitBlockGemmModule(name=name, digest=digest, block_n=block_n, block_k=block_k)
