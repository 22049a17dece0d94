"""Tiny MoE block whose expert weights are created on the meta device and
materialized lazily (deferred init, as used for very large expert counts)."""
