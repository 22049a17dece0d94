"""GPTQ int4 linear with act-order (g_idx) support, exposed as a torch custom op."""
from . import gptq_ops  # noqa: F401  (registers corpus_q017::gptq_gemm)
