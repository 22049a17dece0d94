from .env import fast_path_available
from .conv import CausalConv1d
from .stack import ConvSSMStack, compiled_stack
