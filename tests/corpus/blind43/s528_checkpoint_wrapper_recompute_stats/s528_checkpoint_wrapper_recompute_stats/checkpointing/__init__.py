from .wrapper import CheckpointWrapper, apply_activation_checkpointing

__all__ = ["CheckpointWrapper", "apply_activation_checkpointing"]
