from .modeling_utils import CheckpointableModel
from .model import MistralLiteConfig, MistralLiteModel

__all__ = ["CheckpointableModel", "MistralLiteConfig", "MistralLiteModel"]
