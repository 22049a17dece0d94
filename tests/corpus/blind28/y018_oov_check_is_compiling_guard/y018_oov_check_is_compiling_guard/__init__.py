from .validation import check_token_ids
from .embedding import ScaledEmbedding
from .loading import load_weights
