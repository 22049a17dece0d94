"""Speculative layer drafts: a shallow sub-stack proposes, the full stack verifies."""
from . import ops  # noqa: F401  (registers blind43_s519::accept_prefix)
from .drafter import draft_verify_step

__all__ = ["draft_verify_step"]
