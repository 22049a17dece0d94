from .modeling_policy import PolicyConfig, PolicyModel
from .actor import Actor

__all__ = ["Actor", "PolicyConfig", "PolicyModel"]
