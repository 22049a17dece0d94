"""Retrieval fusion with a similarity threshold fallback."""
from .config import RetrievalConfig
from .index import DocumentIndex
