from . import ops  # registers corpus_x028::rotary_embedding
from .layer import FusedRotaryAttention, attention_step
