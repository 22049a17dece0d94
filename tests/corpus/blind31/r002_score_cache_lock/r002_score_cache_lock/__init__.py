"""Online reward scorer with a per-prompt score cache shared across workers."""
from .scorer import score_batch  # noqa: F401
