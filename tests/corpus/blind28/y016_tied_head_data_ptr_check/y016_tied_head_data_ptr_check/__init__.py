from .tying import tie_weights, weights_are_tied
from .model import TinyLM
from .loading import load_weights
