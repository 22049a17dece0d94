from .checkpointing import GradientCheckpointingLayer
from .modeling import CheckpointedDecoder

__all__ = ["GradientCheckpointingLayer", "CheckpointedDecoder"]
