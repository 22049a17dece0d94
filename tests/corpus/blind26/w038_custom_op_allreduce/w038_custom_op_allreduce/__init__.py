"""Row-parallel linear whose all-reduce is an opaque custom op."""
from . import ops  # noqa: F401  (registers corpus_w038::tp_all_reduce)
