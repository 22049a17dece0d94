from .peft_model import PeftProjector, compiled_projector

__all__ = ["PeftProjector", "compiled_projector"]
