"""Top-k sparse attention whose gather is a host-side op registered with torch.library."""
from . import ops  # noqa: F401  (registers corpus_s127 ops)
