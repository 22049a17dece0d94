from .config import LMHeadConfig
from .lm_head import PaddedLMHead, compute_logits
