from .model import DiTConfig, DiTModel, build_compiled_dit

__all__ = ["DiTConfig", "DiTModel", "build_compiled_dit"]
