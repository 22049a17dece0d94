from .configuration_phi_mini import PhiMiniConfig
from .rope_utils import ROPE_INIT_FUNCTIONS, dynamic_rope_update

__all__ = ["PhiMiniConfig", "ROPE_INIT_FUNCTIONS", "dynamic_rope_update"]
