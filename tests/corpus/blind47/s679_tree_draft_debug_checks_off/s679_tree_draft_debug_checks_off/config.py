"""Speculative decoding configuration (frozen after engine start-up)."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import List, Tuple

TreeChoices = List[Tuple[int, ...]]

# "mc_sim_7b_63"-style choices, truncated to a tiny tree
DEFAULT_TREE_CHOICES: TreeChoices = [(0,), (1,), (0, 0), (0, 1), (1, 0), (0, 0, 0)]


@dataclass(frozen=True)
class SpecConfig:
    algorithm: str = "EAGLE"
    tree_choices: TreeChoices = field(default_factory=lambda: list(DEFAULT_TREE_CHOICES))
    topk: int = 2
    debug_check_tree: bool = False
    debug_dump_dir: str = os.environ.get("SPEC_DEBUG_DUMP_DIR", "/tmp/spec_debug")


SPEC_CONFIG = SpecConfig()
