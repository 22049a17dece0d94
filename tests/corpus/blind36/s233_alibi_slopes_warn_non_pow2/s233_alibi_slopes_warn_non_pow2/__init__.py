from .bias import AlibiBiasProvider
from .model import AlibiAttention
