"""Adapter slots that a background loader can hot-swap while decode runs."""
