from .policies import get_policy
from .network import CascadeNetwork

__all__ = ["get_policy", "CascadeNetwork"]
