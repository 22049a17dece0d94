from . import ops  # noqa: F401  registers corpus_z038::overlap_add
from .vocoder import ChunkVocoder, vocode
