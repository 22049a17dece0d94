from .core import JitSpec, gen_fp4_quant_spec

__all__ = ["JitSpec", "gen_fp4_quant_spec"]
