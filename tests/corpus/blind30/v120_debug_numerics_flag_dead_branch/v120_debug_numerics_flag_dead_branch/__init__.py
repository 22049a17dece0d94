from .block import GatedResidual, compiled_step

__all__ = ["GatedResidual", "compiled_step"]
