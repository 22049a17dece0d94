"""Rotary embedding with pluggable context-extension scaling."""
