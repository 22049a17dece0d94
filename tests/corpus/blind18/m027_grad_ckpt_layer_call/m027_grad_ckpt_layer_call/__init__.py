from .modeling_layers import GradientCheckpointingLayer
from .modeling_utils import PreTrainedModel

__all__ = ["GradientCheckpointingLayer", "PreTrainedModel"]
