from .vocab_files import load_added_tokens
from .lm_head import AddedTokenAwareHead
from .loading import load_weights
