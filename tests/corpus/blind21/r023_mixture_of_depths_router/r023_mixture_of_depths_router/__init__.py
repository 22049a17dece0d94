from .modeling_mod import MoDConfig, MoDModel, compiled_model

__all__ = ["MoDConfig", "MoDModel", "compiled_model"]
