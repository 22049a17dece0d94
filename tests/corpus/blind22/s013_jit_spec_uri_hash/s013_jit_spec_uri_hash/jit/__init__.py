from .core import JitSpec, gen_jit_spec
from .loader import JitModuleCache, load_module

__all__ = ["JitSpec", "gen_jit_spec", "JitModuleCache", "load_module"]
