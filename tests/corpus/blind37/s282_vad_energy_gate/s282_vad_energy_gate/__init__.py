from .encoder import GatedEncoder, encoder

__all__ = ["GatedEncoder", "encoder"]
