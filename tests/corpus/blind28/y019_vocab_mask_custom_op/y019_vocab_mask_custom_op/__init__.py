from . import ops
from .sampler_head import MaskedLMHead
from .loading import load_weights
