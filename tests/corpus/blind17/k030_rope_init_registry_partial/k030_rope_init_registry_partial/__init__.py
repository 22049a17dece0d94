from .configuration_mini_phi3 import MiniPhi3Config
from .rope_utils import ROPE_INIT_FUNCTIONS
