from .envs import DEBUG_LOGITS
from .head import softcapped_logits
from .loading import load_weights
