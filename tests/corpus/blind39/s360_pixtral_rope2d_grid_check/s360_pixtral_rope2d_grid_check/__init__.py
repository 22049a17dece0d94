"""Pixtral-style vision tower: patch conv + 2D rotary attention over the patch grid."""
