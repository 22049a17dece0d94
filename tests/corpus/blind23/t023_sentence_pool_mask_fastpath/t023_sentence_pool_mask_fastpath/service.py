"""Query-side encoder for the retrieval service."""
import torch

from .config import EmbedderConfig
from .model import SentenceEmbedder

query_encoder = SentenceEmbedder(EmbedderConfig(pooling_mode="mean")).eval()
encode_queries = torch.compile(query_encoder.encode, fullgraph=True)
