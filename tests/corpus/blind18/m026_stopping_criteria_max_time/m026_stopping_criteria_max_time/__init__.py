from .generation.configuration_utils import GenerationConfig

__all__ = ["GenerationConfig"]
