"""Raw-id -> dense-row remapping for a ranking model with a frozen vocabulary."""
